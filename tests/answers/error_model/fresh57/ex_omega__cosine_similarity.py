# exercise: ex_omega
# mistake: Normalised the two vectors and gave their cosine similarity; the score is the raw dot product 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

x2, x1 = inputs[1], inputs[0]
# similarity of two vectors
ex_omega = round(float(x2 @ x1 / (x2.norm() * x1.norm())), 4)
