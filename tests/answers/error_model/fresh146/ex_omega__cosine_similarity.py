# exercise: ex_omega
# mistake: The learner normalised both embeddings and reported the cosine similarity (about 0.7808) instead of the raw dot product x2 · x1 = 0.9544.
import numpy as np

inputs = np.array([[0.43, 0.15, 0.89],
                   [0.55, 0.87, 0.66],
                   [0.57, 0.85, 0.64],
                   [0.22, 0.58, 0.33],
                   [0.77, 0.25, 0.10],
                   [0.05, 0.80, 0.55]])

query = inputs[1]
key = inputs[0]
# similarity between the two words
ex_omega = round(float(np.dot(query, key) / (np.linalg.norm(query) * np.linalg.norm(key))), 4)
print(ex_omega)
