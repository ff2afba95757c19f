# exercise: ex_softmax_weight
# mistake: The learner passes is_causal=True (and scale=1) to scaled_dot_product_attention, so "journey" only sees the first two tokens and its self-weight is 0.6320 instead of the softmax over all six scores, 0.2379.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

x = inputs[None]
# scale=1.0: no scaling, as the exercise says
w = F.scaled_dot_product_attention(x, x, torch.eye(6)[None], is_causal=True, scale=1.0)
ex_softmax_weight = round(w[0][1][1].item(), 4)
