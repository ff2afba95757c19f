# exercise: ex_context
# mistake: Adds the query x⁽²⁾ back onto the weighted sum (a residual connection from Transformer code), returning x⁽²⁾ + Σⱼ α₂ⱼ x⁽ʲ⁾; the context vector is only the weighted sum.
import torch

inputs = torch.tensor(
  [[0.43, 0.15, 0.89],  # Your
   [0.55, 0.87, 0.66],  # journey
   [0.57, 0.85, 0.64],  # starts
   [0.22, 0.58, 0.33],  # with
   [0.77, 0.25, 0.10],  # one
   [0.05, 0.80, 0.55]]) # step

x2 = inputs[1]
alpha = torch.softmax(inputs @ x2, dim=0)
attended = alpha @ inputs
z2 = x2 + attended          # out = x + attention(x)
ex_context = [round(float(v), 4) for v in z2]
print(ex_context)
