# exercise: ex_context
# mistake: Multiplies the transposed weight matrix, attn_weights.T @ inputs, so row 2 sums the inputs with column 2 (the weights other queries give to "journey") instead of row 2 of attn_weights @ inputs.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
# the scores matrix is symmetric, so the orientation shouldn't matter
all_context = attn_weights.T @ inputs
ex_context = [round(v, 4) for v in all_context[1].tolist()]
