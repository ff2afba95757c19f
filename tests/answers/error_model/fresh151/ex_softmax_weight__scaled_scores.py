# exercise: ex_softmax_weight
# mistake: The scores were divided by sqrt(3) before the softmax; the statement says raw dot products with no scaling (0.2379).
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

scores = inputs[1] @ inputs.T / math.sqrt(inputs.shape[-1])
ex_softmax_weight = round(torch.softmax(scores, dim=0)[1].item(), 4)
