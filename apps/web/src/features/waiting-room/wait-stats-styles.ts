// Mantine styles of the wait statistics (the range's chips, the doctors' table, the charts), after
// the staff screens' they build on. The charts' code and styles come only with this page's chunk.
import '../../components/staff-screen-styles';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/charts/styles.layer.css';
