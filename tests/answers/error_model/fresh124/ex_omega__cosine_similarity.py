# exercise: ex_omega
# mistake: The learner normalises the two vectors and reports the cosine similarity (0.7808) instead of the raw dot product x(2)·x(1) = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

journey = inputs[1]
your = inputs[0]
# dot product of the directions
ex_omega = round(torch.nn.functional.cosine_similarity(journey, your, dim=0).item(), 4)

assert -1.0 <= ex_omega <= 1.0
print("omega_21 =", ex_omega)
