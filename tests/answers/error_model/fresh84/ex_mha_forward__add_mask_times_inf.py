# exercise: ex_mha_forward
# mistake: Adds mask * (-inf) to the scores, but 0 * (-inf) is NaN, so every score and so every output becomes NaN; the future must be filled with masked_fill(mask.bool(), -inf).
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape;H,D=mha.num_heads,mha.head_dim
    q=mha.W_query(x).view(b,n,H,D).transpose(1,2);k=mha.W_key(x).view(b,n,H,D).transpose(1,2);v=mha.W_value(x).view(b,n,H,D).transpose(1,2)
    s=q@k.transpose(-2,-1)+mha.mask[:n,:n]*float('-inf');a=torch.softmax(s/D**0.5,-1);a=mha.dropout(a)
    return mha.out_proj((a@v).transpose(1,2).contiguous().view(b,n,-1))
