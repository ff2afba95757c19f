# exercise: ex_context
# mistake: Weights the inputs with the raw scores ω₂ⱼ instead of the softmax weights α₂ⱼ, so z⁽²⁾ is not an average of the rows.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],  # Your
   [0.55, 0.87, 0.66],  # journey
   [0.57, 0.85, 0.64],  # starts
   [0.22, 0.58, 0.33],  # with
   [0.77, 0.25, 0.10],  # one
   [0.05, 0.80, 0.55]]) # step

query = inputs[1]
omega = inputs @ query
z = torch.zeros(3)
for j, x_j in enumerate(inputs):
    z += omega[j] * x_j
ex_context = [round(v, 4) for v in z.tolist()]
