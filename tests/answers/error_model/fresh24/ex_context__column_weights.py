# exercise: ex_context
# mistake: Computed the full context matrix as attn_weights.transpose(-1, -2) @ inputs (copying a backward-style matmul), so row 2 mixes the weights every query gives "journey" ([0.5595, 0.7824, 0.6953]); the context is attn_weights[1] @ inputs = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn_scores = torch.matmul(inputs, inputs.transpose(-1, -2))   # (6, 6)
attn_weights = torch.softmax(attn_scores, dim=-1)
context = torch.matmul(attn_weights.transpose(-1, -2), inputs)  # (6, 3)
ex_context = [round(v, 4) for v in context[1].tolist()]
