# exercise: ex_omega
# mistake: The learner divided the dot product by √3 as Keras's MultiHeadAttention scales its scores, but the question asks for the raw score x⁽²⁾ · x⁽¹⁾ = 0.9544.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

q = inputs[1]
k = inputs[0]
ex_omega = round((q @ k).item() / math.sqrt(q.shape[-1]), 4)
