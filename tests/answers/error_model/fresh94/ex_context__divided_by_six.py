# exercise: ex_context
# mistake: Takes the weighted sum and then divides it by the number of tokens (6), as if averaging; the weights already sum to 1, so z(2) is the weighted sum itself.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
x2 = inputs[1]
w = torch.softmax(inputs @ x2, dim=0)
z = torch.zeros(3)
for a, x in zip(w, inputs):
    z += a * x
z = z / len(inputs)  # mean over the tokens
ex_context = [round(v, 4) for v in z.tolist()]
