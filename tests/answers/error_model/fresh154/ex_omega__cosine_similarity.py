# exercise: ex_omega
# mistake: The learner uses F.cosine_similarity, which divides the dot product by both vector norms; the attention score is the plain dot product x⁽²⁾ · x⁽¹⁾.
import torch
import torch.nn.functional as F

x1 = torch.tensor([0.43, 0.15, 0.89])
x2 = torch.tensor([0.55, 0.87, 0.66])

# similarity of the query journey with the key Your
ex_omega = round(F.cosine_similarity(x2, x1, dim=0).item(), 4)
