# exercise: ex_context
# mistake: The learner applied a causal (torch.tril) mask, so "journey" only attends to "Your" and itself; this exercise uses plain self-attention over all six tokens (z⁽²⁾ = [0.4419, 0.6515, 0.5683]).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64], [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
n = inputs.shape[0]
scores = inputs @ inputs.T
mask = torch.tril(torch.ones(n, n))
scores = scores.masked_fill(mask == 0, float("-inf"))
all_context = torch.softmax(scores, dim=-1) @ inputs
ex_context = [round(x, 4) for x in all_context[1].tolist()]
