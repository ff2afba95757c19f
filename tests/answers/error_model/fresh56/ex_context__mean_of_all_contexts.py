# exercise: ex_context
# mistake: The learner averages the context vectors of all six queries instead of taking the context vector of 'journey' alone ([0.4419, 0.6515, 0.5683]).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
all_context = attn_weights @ inputs
ctx = all_context.mean(dim=0)
ex_context = [round(v, 4) for v in ctx.tolist()]
