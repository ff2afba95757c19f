# exercise: ex_context
# mistake: The learner weights the input rows with the raw scores ω₂ⱼ instead of the softmax weights α₂ⱼ, so the vector is several times too long; z⁽²⁾ = Σ softmax(ω₂)ⱼ x⁽ʲ⁾.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

query = inputs[1]
context_vec_2 = torch.zeros(query.shape)
for j, x_j in enumerate(inputs):
    context_vec_2 += torch.dot(query, x_j) * x_j

ex_context = [round(v, 4) for v in context_vec_2.tolist()]
