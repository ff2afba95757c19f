# exercise: ex_omega
# mistake: Uses scipy's cosine similarity `1 - distance.cosine(x2, x1)` = 0.7808 instead of the raw dot product 0.9544.
import numpy as np
from scipy.spatial import distance

x_your = np.array([0.43, 0.15, 0.89])
x_journey = np.array([0.55, 0.87, 0.66])
# similarity of query and key (scipy gives a distance, so 1 - d)
ex_omega = round(1 - distance.cosine(x_journey, x_your), 4)
