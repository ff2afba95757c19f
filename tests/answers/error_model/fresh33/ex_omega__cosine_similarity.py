# exercise: ex_omega
# mistake: Normalised both vectors and gave the cosine similarity 0.7808 instead of the raw dot product x2·x1 = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
key = inputs[0]
# similarity between two directions: normalise, otherwise long vectors dominate
ex_omega = round(float(query @ key / (query.norm() * key.norm())), 4)
