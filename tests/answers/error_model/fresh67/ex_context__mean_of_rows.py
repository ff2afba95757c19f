# exercise: ex_context
# mistake: The learner averaged the weighted rows (mean over the six tokens) instead of summing them, which divides z(2) by 6.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

w = torch.softmax(torch.stack([inputs[1] @ x for x in inputs.unbind(0)]), dim=0)
weighted = torch.stack([a * x for a, x in zip(w, inputs.unbind(0))])
z = weighted.mean(dim=0)
ex_context = [round(float(t), 4) for t in z]
