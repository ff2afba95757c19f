# exercise: ex_softmax_weight
# mistake: The learner gets the weights from F.scaled_dot_product_attention with identity values, which divides the scores by sqrt(3) before the softmax (0.2070); the statement wants the softmax of the unscaled dot products, 0.2379.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

x = inputs.unsqueeze(0)
attn = F.scaled_dot_product_attention(x, x, torch.eye(6).unsqueeze(0))  # rows = weights
ex_softmax_weight = round(attn[0, 1, 1].item(), 4)
