# exercise: ex_omega
# style: numpy dot of the two float32 embeddings, left as a numpy.float32 scalar (not a Python float).
import numpy as np

journey = np.array([0.55, 0.87, 0.66], dtype=np.float32)
your = np.array([0.43, 0.15, 0.89], dtype=np.float32)

ex_omega = np.dot(journey, your)  # numpy.float32, about 0.9544
print("omega_21 =", ex_omega)
