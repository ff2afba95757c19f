# exercise: ex_omega
# mistake: Computes the cosine similarity (the dot product divided by both norms) instead of the plain dot product x(2)·x(1).
import torch;a=torch.tensor([.55,.87,.66]);b=torch.tensor([.43,.15,.89])
ex_omega=round(float(torch.nn.functional.cosine_similarity(a,b,0)),4)
