# exercise: ex_context
# mistake: Took column 1 of inputs.T @ attn_weights, which mixes the tokens with the weights the others give to "journey" (column of the weight matrix); z⁽²⁾ is row 1 of attn_weights @ inputs = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
all_context_vecs = inputs.T @ attn_weights   # (3, 6)
z2 = all_context_vecs[:, 1]
ex_context = [round(v, 4) for v in z2.tolist()]
