# exercise: ex_softmax_weight
# mistake: The learner scaled the scores by 1/√3 before the softmax (as in scaled dot-product attention), although the statement says raw dot products with no scaling; the answer is 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])
query = inputs[1]
omega = inputs @ query
alpha = torch.softmax(omega / inputs.shape[-1] ** 0.5, dim=0)
ex_softmax_weight = round(alpha[1].item(), 4)
