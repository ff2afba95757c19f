# exercise: ex_context
# mistake: Translates Julia's `for j in 2:6`-style bounds into range(1, 6), so the weighted sum leaves out the first token "Your"; the sum runs over all six tokens, range(6), giving [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
query = inputs[1]
alpha = torch.softmax(inputs @ query, dim=0)

z = torch.zeros(3)
for j in range(1, 6):
    z = z + alpha[j] * inputs[j]

ex_context = [round(float(c), 4) for c in z]
print(ex_context)
