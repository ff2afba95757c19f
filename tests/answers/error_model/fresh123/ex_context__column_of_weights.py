# exercise: ex_context
# mistake: Computes inputs.T @ A and takes column 2, i.e. weights each input by how much it attends to 'journey' (column 1 of the row-normalised A) instead of using journey's own row of weights: z⁽²⁾ = A[1] @ inputs = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

A = torch.softmax(inputs @ inputs.T, dim=-1)
Z = inputs.T @ A              # (3, 6): column j = context of token j
ex_context = [round(x, 4) for x in Z[:, 1].tolist()]
