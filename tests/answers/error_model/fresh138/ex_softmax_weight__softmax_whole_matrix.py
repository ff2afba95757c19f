# exercise: ex_softmax_weight
# mistake: The learner normalised the softmax over all 36 scores of the matrix at once (as jax.nn.softmax with axis=None) instead of over the six scores of the query "journey".
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

omega = inputs @ inputs.T
e = torch.exp(omega)
alpha = e / e.sum()
ex_softmax_weight = round(float(alpha[1, 1]), 4)
