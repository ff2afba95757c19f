# exercise: ex_context
# mistake: Weighted the inputs with the column attn_weights[:, 1] (how much every query attends to "journey") instead of the row attn_weights[1] (journey's own weights over the keys); z^(2) = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)

res = {}
res["scores"] = inputs @ inputs.T          # symmetric, so rows == columns
res["alpha"] = torch.softmax(res["scores"], dim=-1)
res["alpha_2"] = res["alpha"][:, 1]
res["z2"] = res["alpha_2"] @ inputs
ex_context = [round(v, 4) for v in res["z2"].tolist()]
print(ex_context)
