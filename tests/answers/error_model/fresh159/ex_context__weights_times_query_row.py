# exercise: ex_context
# mistake: Inside the sum the learner weights x(2) (the query row) instead of x(j), so the result is just x(2) = [0.55, 0.87, 0.66]; z(2) = Σⱼ α₂ⱼ x(j).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1]
alpha = torch.softmax(torch.einsum('k,jk->j', q, inputs), dim=0)
z = torch.zeros(3)
for j in range(6):
    z += alpha[j] * inputs[1]
ex_context = [round(v, 4) for v in z.tolist()]
