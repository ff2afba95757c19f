# exercise: ex_context
# mistake: Uses inputs[2] ('starts') as the query, reading 'x⁽²⁾' as a 0-based index; journey is inputs[1].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
x_2 = inputs[2]          # x^(2)
w = torch.softmax(inputs @ x_2, dim=0)
z = w @ inputs
ex_context = [round(v, 4) for v in z.tolist()]
