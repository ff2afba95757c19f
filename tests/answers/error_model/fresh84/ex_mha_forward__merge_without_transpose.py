# exercise: ex_mha_forward
# mistake: Merges weights @ values (b, h, n, hd) straight into (b, n, d_out) with reshape, skipping the transpose back, so tokens and heads are scrambled; transpose(1, 2) must come before the merge. [cond: only with more than one head and more than one token]
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape;h,hd=mha.num_heads,mha.head_dim
    Q,K,V=[m(x).view(b,n,h,hd).transpose(1,2) for m in (mha.W_query,mha.W_key,mha.W_value)]
    A=torch.softmax((Q@K.transpose(2,3)).masked_fill(mha.mask.bool()[:n,:n],float('-inf'))/hd**.5,-1)
    return mha.out_proj((mha.dropout(A)@V).reshape(b,n,mha.d_out))
