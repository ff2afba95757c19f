# exercise: ex_context
# mistake: The learner left out the query's own row (j = 2) when forming the weights and the sum, renormalising over the five other tokens; the context vector uses all six tokens including "journey" itself: [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
others = [j for j in range(len(inputs)) if j != 1]
scores = torch.stack([inputs[j] @ query for j in others])
w = torch.softmax(scores, dim=0)
z = torch.zeros(3)
for wj, j in zip(w, others):
    z += wj * inputs[j]
ex_context = [round(v, 4) for v in z.tolist()]
print(ex_context)
