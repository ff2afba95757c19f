# exercise: ex_softmax_weight
# mistake: Used log_softmax (thinking it is the numerically safer softmax) and reported the log of the weight; the answer is the weight itself, exp of that, 0.2379.
import torch
import torch.nn.functional as F

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

q = inputs[..., 1, :]
w = F.log_softmax(inputs @ q, dim=-1)
ex_softmax_weight = round(w[..., 1].item(), 4)
