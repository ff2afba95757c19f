# exercise: ex_fix_second_head
# mistake: Multiplies a head's transpose by itself (a_i.T @ a_i, a d x d matrix over features) instead of a_i @ a_i.T (the n x n token scores).
import torch
def ex_fix_second_head(a):
    r=[]
    for i in range(a.shape[1]):t=a[0,i];r.append(t.T@t)
    return torch.stack(r)
