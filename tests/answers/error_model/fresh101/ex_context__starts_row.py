# exercise: ex_context
# mistake: Takes row 2 of the all-context matrix (the context vector of 'starts') because 'journey' is z⁽²⁾; z⁽²⁾ is row 1 in zero-based indexing.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
all_context_vecs = attn_weights @ inputs
ex_context = [round(v, 4) for v in all_context_vecs[2].tolist()]
