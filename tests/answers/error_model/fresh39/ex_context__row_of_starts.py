# exercise: ex_context
# mistake: Took row 2 of the all-pairs context matrix (the context of "starts", x(3)) instead of row 1 ("journey"); the answer is [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
W = torch.softmax(inputs @ inputs.T, dim=1)
Z = W @ inputs
z2 = Z[2]
ex_context = [round(z, 4) for z in z2.tolist()]
