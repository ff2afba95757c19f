# exercise: ex_context
# mistake: Weighted the embeddings by the raw scores ω₂ⱼ instead of the softmax weights, giving [2.8579, 4.2330, 3.7270]; z⁽²⁾ = Σ αⱼ x⁽ʲ⁾ = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
z = torch.zeros(3)
for j in range(inputs.shape[0]):
    w = torch.dot(query, inputs[j])   # attention of journey on token j
    z += w * inputs[j]
ex_context = [round(v, 4) for v in z.tolist()]
