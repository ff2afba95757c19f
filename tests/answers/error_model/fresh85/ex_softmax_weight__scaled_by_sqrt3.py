# exercise: ex_softmax_weight
# mistake: Divides the scores by √3 before the softmax (as in scaled dot-product attention), giving 0.2070 instead of using the raw dot products the statement asks for (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
scores = inputs[1] @ inputs.T
w = torch.softmax(scores / inputs.shape[1] ** 0.5, dim=0)
ex_softmax_weight = round(w[1].item(), 4)
