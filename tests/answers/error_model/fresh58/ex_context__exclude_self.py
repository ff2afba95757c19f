# exercise: ex_context
# mistake: The learner masks the diagonal (query on itself) with -inf before the softmax, so "journey" attends only to the other five words ([0.4081, 0.5833, 0.5397]); self-attention includes the token itself ([0.4419, 0.6515, 0.5683]).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs.T
scores[torch.eye(6, dtype=torch.bool)] = float("-inf")
weights = scores.softmax(dim=-1)
ctx = weights @ inputs
ex_context = [round(v, 4) for v in ctx[1].tolist()]
