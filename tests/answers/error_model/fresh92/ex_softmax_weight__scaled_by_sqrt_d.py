# exercise: ex_softmax_weight
# mistake: Divided the scores by sqrt(3) before the softmax, though the statement says raw dot products with no scaling.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

q = inputs[1]
scores = torch.einsum('d,nd->n', q, inputs) / inputs.shape[-1] ** 0.5
ex_softmax_weight = round(F.softmax(scores, dim=0)[1].item(), 4)
