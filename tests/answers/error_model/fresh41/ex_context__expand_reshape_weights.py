# exercise: ex_context
# mistake: Broadcasts the six weights with expand(3, 6).reshape(6, 3), which lays them out row by row instead of giving row j the weight α2j, so the inputs are weighted wrongly; it needs weights[:, None] (or expand(3, 6).T).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn = torch.softmax(inputs @ inputs[1], dim=0)
w_rows = attn.expand(3, 6).reshape(6, 3)    # no copy of the inputs
ex_context = [round(v, 4) for v in (w_rows * inputs).sum(dim=0).tolist()]
