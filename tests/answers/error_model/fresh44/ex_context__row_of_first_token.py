# exercise: ex_context
# mistake: Took row 0 of the context matrix (the context vector of "Your") instead of row 1 for "journey", the second token; z2 = [0.4419, 0.6515, 0.5683].
import torch

inputs = [
    [0.43, 0.15, 0.89],  # Your
    [0.55, 0.87, 0.66],  # journey
    [0.57, 0.85, 0.64],  # starts
    [0.22, 0.58, 0.33],  # with
    [0.77, 0.25, 0.10],  # one
    [0.05, 0.80, 0.55],  # step
]

inputs = torch.tensor(inputs)
weights = torch.softmax(inputs @ inputs.T, dim=-1)
context = weights @ inputs
z = context[0]
ex_context = [round(float(c), 4) for c in z]
