# exercise: ex_mha_forward
# mistake: Projects the keys with W_query instead of W_key (copy-paste), so the scores are q·q; keys must come from mha.W_key.
import torch
def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    t=lambda y:y.view(b,n,mha.num_heads,mha.head_dim).transpose(1,2)
    q=t(mha.W_query(x));k=t(mha.W_query(x));v=t(mha.W_value(x))
    m=mha.mask.bool()[:n,:n];a=torch.softmax((q@k.transpose(2,3)).masked_fill(m,float('-inf'))/mha.head_dim**.5,dim=-1)
    return mha.out_proj((mha.dropout(a)@v).transpose(1,2).contiguous().view(b,n,mha.d_out))
