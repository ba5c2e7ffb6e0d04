/*
 * leaflet-geoman extends the global `L` that Leaflet's own bundle sets on window; importing Leaflet
 * first (this module's first import) makes sure that global exists when geoman's bundle runs.
 */
import 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
