# exercise: ex_context
# mistake: It multiplies attn_weights.T @ inputs, so row 2 mixes the inputs with column 2 of the weights (how much every query attends to "journey") instead of row 2 (how "journey" attends to every key).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = torch.einsum("id,jd->ij", inputs, inputs)
attn_weights = torch.softmax(attn_scores, dim=-1)
all_context_vecs = attn_weights.T @ inputs
ex_context = [round(v, 4) for v in all_context_vecs[1].tolist()]
