# exercise: ex_softmax_weight
# mistake: Applied a GPT-2-style causal bias (masked_bias -1e4) to the scores, so "journey" only spreads over "Your" and itself and α₂₂ comes out 0.6320; the question has no mask, the softmax over all six scores gives 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

masked_bias = torch.tensor(-1e4)
n = inputs.shape[0]
bias = torch.tril(torch.ones(n, n, dtype=torch.bool))

attn_weights = inputs @ inputs.T
attn_weights = torch.where(bias, attn_weights, masked_bias)
attn_weights = torch.softmax(attn_weights, dim=-1)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
