# exercise: ex_mha_forward
# mistake: Scales by the square root of the last size of the already transposed keys, which is n (the number of tokens), instead of sqrt(head_dim). [cond: only when n != head_dim]
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    f=lambda t:t.view(b,n,mha.num_heads,mha.head_dim).transpose(1,2)
    q,kT,v=f(mha.W_query(x)),f(mha.W_key(x)).transpose(2,3),f(mha.W_value(x))
    s=(q@kT).masked_fill(mha.mask.bool()[:n,:n],-torch.inf)/kT.shape[-1]**.5
    w=mha.dropout(s.softmax(-1));return mha.out_proj((w@v).transpose(1,2).reshape(b,n,mha.d_out))
