# exercise: ex_softmax_weight
# mistake: The learner applied a GPT-2 style causal "bias" mask, so "journey" only sees "Your" and itself and the softmax runs over 2 scores; the statement asks for the softmax over all six scores (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])
n = inputs.shape[0]
bias = torch.tril(torch.ones(n, n))
w = inputs @ inputs.T
w = w * bias - 1e4 * (1 - bias)
attn = torch.softmax(w, dim=-1)
ex_softmax_weight = round(attn[1, 1].item(), 4)
