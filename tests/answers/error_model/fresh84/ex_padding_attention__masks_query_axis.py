# exercise: ex_padding_attention
# mistake: Indexes the padding mask as [:, None, :, None], which masks padded queries (whole rows) instead of padded keys, so real queries still attend to padding; the key mask is [:, None, None, :].
import torch
def ex_padding_attention(sc,ln):
    b,h,n,_=sc.shape;pd=torch.arange(n,device=sc.device).expand(b,n)>=ln.view(b,1)
    w=torch.softmax(sc.masked_fill(pd[:,None,:,None],float('-inf')),dim=-1);w=torch.where(torch.isnan(w),torch.zeros_like(w),w);return w
