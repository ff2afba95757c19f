# exercise: ex_context
# mistake: Takes row 2 of the all-context-vectors matrix (the context of "starts"); "journey" is the second token, row index 1.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
all_context_vecs = attn_weights @ inputs
print(all_context_vecs)
ex_context = [round(x, 4) for x in all_context_vecs[2].tolist()]
